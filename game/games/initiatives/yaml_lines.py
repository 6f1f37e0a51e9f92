"""Line-aware YAML moved to the family's spine (every game's data uses it); kept as a name here."""

from game.family.yaml_lines import LDict, LList, YamlError, line_of, load, load_file

__all__ = ["LDict", "LList", "YamlError", "line_of", "load", "load_file"]
