"""Placeholder boot: replaced by the real table."""
from pyscript import document


def start():
    root = document.getElementById("app")
    root.innerHTML = "<p>Tabletop is ready.</p>"
    root.setAttribute("data-ready", "true")
