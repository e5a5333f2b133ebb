"""Message catalogs: every player-facing text is looked up here by key, in one of three languages."""

from __future__ import annotations

import importlib

from ..games import GAMES
from .messages import en, zh_hans, zh_hant


def _catalogs() -> dict:
    """The shared catalogs plus each game's own (tabletop.games.<id>.messages), one dict per language.

    Games keep their texts beside their rules so that a game can be added without touching the
    shared files; a key may live in only one place.
    """
    catalogs = {"en": dict(en.MESSAGES), "zh-Hans": dict(zh_hans.MESSAGES), "zh-Hant": dict(zh_hant.MESSAGES)}
    for game_id in GAMES:
        try:
            module = importlib.import_module(f"tabletop.games.{game_id}.messages")
        except ModuleNotFoundError:
            continue
        for lang, catalog in catalogs.items():
            extra = module.MESSAGES.get(lang, {})
            clash = set(extra) & set(catalog)
            if clash:
                raise ValueError(f"{game_id} redefines message keys: {sorted(clash)}")
            catalog.update(extra)
    return catalogs


LANGUAGES = _catalogs()
LANGUAGE_NAMES = {"en": "English", "zh-Hans": "简体中文", "zh-Hant": "繁體中文"}
DEFAULT_LANGUAGE = "en"


def pick_language(preferences) -> str:
    """Choose a catalog from the browser's language list (e.g. ["zh-TW", "en-US"])."""
    for tag in preferences or ():
        tag = str(tag).lower()
        if tag.startswith("zh"):
            traditional = any(part in tag for part in ("hant", "-tw", "-hk", "-mo"))
            return "zh-Hant" if traditional else "zh-Hans"
        if tag.startswith("en"):
            return "en"
    return DEFAULT_LANGUAGE


def translate(lang: str, key: str, **params) -> str:
    catalog = LANGUAGES.get(lang, LANGUAGES[DEFAULT_LANGUAGE])
    text = catalog.get(key)
    if text is None:
        text = LANGUAGES[DEFAULT_LANGUAGE].get(key, key)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text
