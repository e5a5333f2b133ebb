"""Message catalogs: every player-facing text is looked up here by key, in one of three languages."""

from __future__ import annotations

from .messages import en, zh_hans, zh_hant

LANGUAGES = {"en": en.MESSAGES, "zh-Hans": zh_hans.MESSAGES, "zh-Hant": zh_hant.MESSAGES}
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
