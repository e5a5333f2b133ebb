"""The only package that touches the browser (js, pyscript); everything else runs under CPython."""
