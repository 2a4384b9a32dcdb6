"""``python -m certify``: the ``certify`` command."""

import sys

from .cli import main

sys.exit(main())
