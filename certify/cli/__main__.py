"""``python -m certify.cli``."""

import sys

from . import main

sys.exit(main())
