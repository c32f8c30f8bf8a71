"""`python -m papershelf`: the same as the papershelf command."""

import sys

from papershelf.app import main

if getattr(sys, "frozen", False):  # the packaged app: its PDF workers start here (once)
    import multiprocessing  # not at a plain start: the first paint does not need it

    multiprocessing.freeze_support()
sys.exit(main())
