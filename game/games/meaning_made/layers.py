"""The Meaning Made vocabulary every edition shares: the three tokens of `initiatives` and
`projects` and the ten layers of meaning, by their icons (the rulebooks' emoji)."""

TOKEN_EMOJI: tuple[str, str, str] = ("☀️", "🔍", "❤️")
# layers are numbered from 1: Boundary 🧿 … Stewardship 🌍
LAYER_EMOJI: tuple[str, ...] = ("", "🧿", "⚖️", "🦋", "🧫", "🌐", "🎯", "📌", "🏛️", "🌳", "🌍")
