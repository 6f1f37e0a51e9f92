"""The desktop bundle's program: the same as `meaning-made` and `python main.py`."""

import multiprocessing
import sys

from game.cli import main

if __name__ == "__main__":
    # The lab's worker processes start by re-running this program when frozen (spawn: Windows,
    # macOS); this hands them to multiprocessing instead of the command line.
    multiprocessing.freeze_support()
    sys.exit(main())
