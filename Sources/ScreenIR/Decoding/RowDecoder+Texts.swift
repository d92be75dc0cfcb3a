import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

extension RowDecoder {
    func decodeText(_ reader: MappingReader) -> TextRow? {
        let content = textOrMarkdown(reader)
        let alignment = word(reader, "textAlignment", TextRow.Alignment.self) ?? .natural
        let size = word(reader, "textSize", TextRow.Size.self) ?? .generic
        let link = linkAction(reader, isMarkdown: content?.1 != .plain)
        guard let (text, format) = content else { return nil }
        return TextRow(text: text, format: format, alignment: alignment, size: size, linkAction: link)
    }

    func decodeTextWithLabel(_ reader: MappingReader) -> TextWithLabelRow? {
        let label = requiredText(reader, "label")
        let text = requiredText(reader, "text")
        let multiline = flag(reader, "multiline", default: false)
        let labelColor = word(reader, "labelColor", TextWithLabelRow.TextColor.self) ?? .primary
        let textColor = word(reader, "textColor", TextWithLabelRow.TextColor.self) ?? .primary
        let action = values.actionTarget(in: reader, required: false, allowsSet: true)
        guard let label, let text else { return nil }
        return TextWithLabelRow(
            label: label, text: text, multiline: multiline, labelColor: labelColor, textColor: textColor, action: action)
    }

    func decodeMultilineText(_ reader: MappingReader) -> MultilineTextRow? {
        let text = requiredText(reader, "text")
        let font = word(reader, "font", MultilineTextRow.Font.self) ?? .default
        let action = values.actionTarget(in: reader, required: false, allowsSet: true)
        guard let text else { return nil }
        return MultilineTextRow(text: text, font: font, action: action)
    }

    func decodeInfo(_ reader: MappingReader) -> InfoRow? {
        let title = requiredText(reader, "title")
        let content = textOrMarkdown(reader)
        let closeAction = reader.value("closeAction").flatMap(values.externalAction)
        let link = linkAction(reader, isMarkdown: content?.1 != .plain)
        guard let title, let (text, format) = content else { return nil }
        return InfoRow(title: title, text: text, format: format, closeAction: closeAction, linkAction: link)
    }

    func decodeActivityText(_ reader: MappingReader) -> ActivityTextRow? {
        let text = requiredText(reader, "text")
        let color = word(reader, "color", ActivityTextRow.Color.self) ?? .generic
        let activity = condition(reader, "activity")
        // ItemListActivityTextItem always parses its text as markdown.
        let link = linkAction(reader, isMarkdown: true)
        guard let text else { return nil }
        return ActivityTextRow(text: text, color: color, activity: activity, linkAction: link)
    }
}
