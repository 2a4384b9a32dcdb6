"""The trusted base: small, independent checkers of certify's certificates.

Every module here imports only the standard library and numpy, never the rest of the
package (``tests/test_trusted_base.py`` enforces this, by parsing the imports and by
importing each module in a fresh interpreter), so a result can be re-verified where the
engines are not importable. Each module stays readable in one sitting (about 250 lines at
most) and states its trusted facts at the top of its docstring.

One convention for all of them:

* ``check_file(path, ...)`` verifies a file; on success it returns a summary (a dict with at
  least ``"kind"``, the format name; ``tables`` wraps it in its ``Report`` for the public
  API), on failure it raises the module's own ``CheckError``;
* ``CheckError(message)``: ``message`` is one line naming the first offending item (a state,
  an entry, a line of a proof); ``exit_code`` is 1 for an invalid certificate, 3 for a file
  that cannot be read or is not of the module's formats, 4 for a declared size beyond the
  module's stated limit;
* ``main(argv)``: ``python -m certify.checkers.<name> FILE`` prints one verdict line,
  ``FILE: valid KIND: ...`` or ``FILE: INVALID: ...``, and exits 0, 1, 3 or 4 (2 for usage).
"""
