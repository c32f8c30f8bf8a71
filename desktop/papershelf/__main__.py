"""`python -m papershelf`: the same as the papershelf command."""

import multiprocessing
import sys

from papershelf.app import main

multiprocessing.freeze_support()  # the packaged app's PDF workers start here (once, before main)
sys.exit(main())
