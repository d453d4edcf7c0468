"""The card language's constructs, one module per concept: each node with its reading, its
canonical printing and its compilation (see :mod:`constructs.kit`)."""
