"""Page entry point: PyScript runs this file; everything else lives in the tabletop package."""
from tabletop.web.app import start

start()
