/// The item descriptions and key tables (`ItemDescription`, `ItemCatalogue`, `ScreenLanguage`, …) are part of what
/// ScreenIR offers: a client that imports ScreenIR sees them.
@_exported import ScreenItems
