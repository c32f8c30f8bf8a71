"""`python -m papershelf`: the same as the papershelf command."""

import sys

from papershelf.app import main

sys.exit(main())
