"""The tool's version, in one place (the package, the wheel's metadata and every bundle read it)."""

__version__ = "0.1.0"
