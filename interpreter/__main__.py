"""``python -m cardsmith.interpreter`` runs the cardsmith command line."""

from .cli import main

main()
