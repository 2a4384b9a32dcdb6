"""``python -m certify.cli``."""

import sys

from .app import main

sys.exit(main())
