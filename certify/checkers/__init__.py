"""The trusted base: small, independent checkers of certify's certificates.

Every module here imports only the standard library and numpy, never the rest of the
package (a test enforces this), so a result can be re-verified where the engines are not
importable. Each module runs alone as ``python -m certify.checkers.<name> FILE``.
"""
