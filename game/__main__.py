"""`python -m game` is the same program as `meaning-made` and `python main.py`."""

import sys

from game.cli import main

sys.exit(main())
