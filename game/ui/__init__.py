"""The desktop game (pygame-ce): scenes, layout, input, drawing."""
