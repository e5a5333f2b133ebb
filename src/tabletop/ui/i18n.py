"""Message catalogs: every player-facing text is looked up here by key, in one of three languages."""

from __future__ import annotations

from ..games import SPECS
from .messages import en, zh_hans, zh_hant


def _catalogs() -> dict:
    """The shared catalogs plus each game's own (its spec's messages), one dict per language.

    Games keep their texts beside their rules so that a game can be added without touching the
    shared files; a key may live in only one place.
    """
    catalogs = {"en": dict(en.MESSAGES), "zh-Hans": dict(zh_hans.MESSAGES), "zh-Hant": dict(zh_hant.MESSAGES)}
    for game_id, spec in SPECS.items():
        for lang, catalog in catalogs.items():
            extra = spec.messages.get(lang, {})
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


# Plural categories by language (CLDR's names): English tells one from other; Chinese has one form.
PLURAL_RULES = {"en": lambda n: "one" if n == 1 else "other"}


def plural_form(lang: str, entry, params: dict) -> str:
    """A catalog entry is a text or, where a number changes the words, a dict of plural forms:
    {"one": "{count} card", "other": "{count} cards"}; "by" names the deciding parameter (default
    "count"). A small form of our own rather than gettext's: the catalogs are Python dicts that
    ship inside the app (no .mo files to build), and three languages need two rules."""
    if not isinstance(entry, dict):
        return entry
    number = params.get(entry.get("by", "count"))
    rule = PLURAL_RULES.get(lang)
    category = rule(number) if rule is not None and isinstance(number, int) else "other"
    return entry.get(category, entry["other"])


# Texts without parameters, by language and key, as translate last found them: a page asks for
# the same few hundred on every redraw.
_PLAIN: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}


def translate(lang: str, key: str, **params) -> str:
    if not params:
        plain = _PLAIN.get(lang)
        text = plain.get(key) if plain is not None else None
        if text is None:
            text = _translate(lang, key, params)
            if plain is not None:
                plain[key] = text
        return text
    return _translate(lang, key, params)


def _translate(lang: str, key: str, params: dict) -> str:
    catalog = LANGUAGES.get(lang, LANGUAGES[DEFAULT_LANGUAGE])
    entry = catalog.get(key)
    if entry is None:
        lang, entry = DEFAULT_LANGUAGE, LANGUAGES[DEFAULT_LANGUAGE].get(key, key)
    text = plural_form(lang, entry, params)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text
