/// screenc's version, shown by `--version` and written into SARIF output.
public enum ScreencVersion {
    public static let current = "0.1.0"
}
