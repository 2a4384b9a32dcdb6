"""The one exception type the tool raises for bad input; the CLI prints it as one line."""


class CertifyError(Exception):
    """Bad input or an invalid file: the message says what is wrong and what to do."""
