"""(For mypy: the package as it installs, cardsmith.dsl -> dsl/, ...)"""
