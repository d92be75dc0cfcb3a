import LocalizedStrings
import ScreencTestSupport
import Testing

@Suite struct StringsTableTests {
    let table = StringsTable(
        entries: LocalizableStrings.parseEntries(
            """
            "SocksProxySetup.Title" = "Proxy";
            "Username.LinkHint" = "This link opens a chat with you:[\\nhttps://t.me/%@]";
            "LOCAL_MESSAGE_FWDS" = "%1$@ forwarded you %2$d messages";
            "Call.Seconds_1" = "%@ second";
            "Call.Seconds_any" = "%@ seconds";
            "PasscodeSettings.AutoLock.IfAwayFor_1minute" = "If away for 1 min";
            "Members_1" = "1 member";
            "Members_any" = "%@ members";
            """
        ).entries)

    @Test func keysBecomeAccessorsByTheGeneratorRules() {
        #expect(table.accessor("SocksProxySetup_Title")?.kind == .plain)
        #expect(table.accessor("Username_LinkHint")?.kind == .formatted([.string]))
        #expect(table.accessor("LOCAL_MESSAGE_FWDS")?.kind == .formatted([.string, .int]))
        #expect(table.accessor("Call_Seconds")?.kind == .plural)
        #expect(table.accessor("Call_Seconds")?.line == 4)
        #expect(table.accessor("PasscodeSettings_AutoLock_IfAwayFor_1minute")?.kind == .plain)
        #expect(table.accessor("SocksProxySetup.Title") == nil)
        #expect(table.accessorNames.contains("Members"))
    }

    /// GenerateStrings.py declares an accessor from the first entry of its name; Apple's loader keeps the last value.
    @Test func theFirstDefinitionDeclaresTheAccessorAndTheLastValueIsShown() {
        let table = StringsTable(
            entries: LocalizableStrings.parseEntries(
                """
                "Twice" = "%1$@ and %2$d";
                "Twice" = "%1$@ only";
                "Kind" = "%@ first";
                "Kind_1" = "plural form after a key of its name";
                "Counted_1" = "1 thing";
                "Counted" = "a plain key after a plural group of its name";
                "Wider" = "plain";
                "Wider_any" = "%d things";
                "Forms_1" = "one";
                "Forms_any" = "%@ many";
                """
            ).entries)
        #expect(table.accessor("Twice")?.kind == .formatted([.string, .int]))
        #expect(table.value(forAccessor: "Twice") == "%1$@ only")
        #expect(table.accessor("Twice")?.line == 1)
        // A plural form of a name a plain or formatted key already declared widens its parameters (never fewer).
        #expect(table.accessor("Kind")?.kind == .formatted([.string]))
        #expect(table.accessor("Wider")?.kind == .formatted([.int]))
        // A plain key after a plural group of its name declares nothing.
        #expect(table.accessor("Counted")?.kind == .plural)
        #expect(table.accessor("Forms")?.kind == .plural)
        #expect(table.accessor("Forms")?.pluralPlaceholders == 1)
    }

    @Test func pluralSuffixesFollowTheLazyPattern() {
        #expect(PluralForms.split("Call.Seconds_3_10")! == ("Call.Seconds", "3_10"))
        #expect(PluralForms.split("A_any")! == ("A", "any"))
        #expect(PluralForms.split("X_1minute") == nil)
        #expect(PluralForms.split("X_m1") == nil)
    }

    /// A key with many underscores is classified by its end: looking for the suffix after every underscore made it
    /// quadratic (a 1.2 MB key: 10.4 s).
    @Test func splittingAKeyWithManyUnderscoresIsLinear() {
        let small = String(repeating: "a_", count: 100_000) + "any"
        let large = String(repeating: "a_", count: 200_000) + "any"
        var split: (base: String, form: String)?
        let ratio = CPUTime.doublingRatio(
            small: { split = PluralForms.split(small) }, large: { _ = PluralForms.split(large) })
        #expect(ratio < 3, "doubling the key multiplied the work by \(ratio)")
        #expect(split?.form == "any" && split?.base.count == 200_000 - 1)
        let entries = [LocalizableStrings.Entry(key: large + "_", value: "x", line: 1, column: 1)]
        #expect(StringsTable(entries: entries).accessor(StringsTable.accessorName(large + "_"))?.kind == .plain)
    }

    /// Filling a value with many placeholders costs twice as much when it has twice as many.
    @Test func fillingManyPlaceholdersIsLinear() {
        let small = String(repeating: "%@ and ", count: 20_000)
        let large = small + small
        var filled = ""
        let ratio = CPUTime.doublingRatio(
            small: { filled = StringFormat.fill(small, with: [.string("x")]) },
            large: { _ = StringFormat.fill(large, with: [.string("x")]) })
        #expect(ratio < 3, "doubling the placeholders multiplied the work by \(ratio)")
        #expect(filled.hasPrefix("x and %@ and "))
    }

    @Test func formattedStringsFillPositionalArguments() {
        #expect(StringFormat.fill("%1$@ forwarded you %2$d messages", with: [.string("Ada"), .int(5)])
            == "Ada forwarded you 5 messages")
        #expect(StringFormat.fill("%2$@ of %1$@", with: [.string("3"), .string("10")]) == "10 of 3")
        #expect(StringFormat.fill("%@ and %@", with: [.string("a"), .string("b")]) == "a and b")
        #expect(StringFormat.fill("100% sure, %@", with: [.string("ok")]) == "100% sure, ok")
        #expect(StringFormat.fill("missing %@", with: []) == "missing %@")
    }

    /// Found while building the fuzz target (docs/Fuzzing.md): a position too large for an Int crashed the preview (`Int.min - 1`), or
    /// wrapped around to name an argument it does not name. It names none, and is shown as written.
    @Test func positionsTooLargeForAnIntNameNoArgument() {
        let arguments: [FormatArgument] = [.string("Ada"), .string("Bob")]
        #expect(StringFormat.fill("%9223372036854775808$@!", with: arguments) == "%9223372036854775808$@!")
        #expect(StringFormat.fill("%18446744073709551617$@ and %1$@", with: arguments) == "%18446744073709551617$@ and Ada")
        #expect(StringFormat.fill("%0$@ %99999999999999999999999$d", with: arguments) == "%0$@ %99999999999999999999999$d")
        #expect(StringFormat.argumentKinds(of: "%9223372036854775808$@ %1$d") == [.string, .int])
    }

    @Test func pluralsPickTheEnglishFormAndGroupTheNumber() {
        let lookup = { table.value(forAccessor: $0) }
        #expect(PluralForms.text("Call_Seconds", count: 1, lookup: lookup) == "1 second")
        #expect(PluralForms.text("Call_Seconds", count: 0, lookup: lookup) == "0 seconds")
        #expect(PluralForms.text("Call_Seconds", count: 12345, lookup: lookup) == "12,345 seconds")
        #expect(PluralForms.text("Members", count: 1, lookup: lookup) == "1 member")
        #expect(PluralForms.text("Nothing", count: 1, lookup: lookup) == nil)
    }

    @Test func numbersAndSizes() {
        #expect(StringFormat.groupedNumber(999) == "999")
        #expect(StringFormat.groupedNumber(1000) == "1,000")
        #expect(StringFormat.groupedNumber(-1234567) == "-1,234,567")
        let none: (String) -> String? = { _ in nil }
        #expect(DataSizeFormat.text(512, lookup: none) == "512 B")
        #expect(DataSizeFormat.text(1024, lookup: none) == "1 KB")
        #expect(DataSizeFormat.text(1536, lookup: none) == "1.5 KB")
        #expect(DataSizeFormat.text(1_288_490_188, lookup: none) == "1.1 GB")
        #expect(DataSizeFormat.text(5 * 1024 * 1024, lookup: { $0 == "FileSize_MB" ? "%@ Mo" : nil }) == "5 Mo")
    }
}
