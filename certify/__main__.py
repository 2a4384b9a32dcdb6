"""``python -m certify``: the ``certify`` command."""

import sys

from .cli.app import main

sys.exit(main())
