"""Modern Art: Reiner Knizia's auction game of paintings for 3-5 players."""

from .rules import ModernArt

GAME = ModernArt()
