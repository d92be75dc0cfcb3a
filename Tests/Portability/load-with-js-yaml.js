// Loads each file named on the command line with the JavaScript `yaml` package (the parser of yaml-language-server;
// Debian's node-yaml, found through NODE_PATH=/usr/share/nodejs) and prints, as one JSON array, what it read: a typed
// tree ({"t": "map"|"seq"|"str"|"int"|"float"|"bool"|"null", "v": …}) or {"error": message}.
// Used by compare-yaml-tools.py.
"use strict";
const fs = require("fs");
const YAML = require("yaml");

function typed(node) {
  if (YAML.isMap(node)) return { t: "map", v: node.items.map((pair) => [typed(pair.key), typed(pair.value)]) };
  if (YAML.isSeq(node)) return { t: "seq", v: node.items.map(typed) };
  if (YAML.isAlias(node)) return { t: "alias", v: node.source };
  if (node === null || node === undefined) return { t: "null" };
  const value = YAML.isScalar(node) ? node.value : node;
  if (value === null || value === undefined) return { t: "null" };
  switch (typeof value) {
    case "boolean": return { t: "bool", v: value };
    case "bigint": return { t: "int", v: value.toString() };
    case "number":
      if (Number.isNaN(value)) return { t: "float", v: "nan" };
      if (!Number.isFinite(value)) return { t: "float", v: value > 0 ? "inf" : "-inf" };
      return Number.isInteger(value) && YAML.isScalar(node) && !/[.eE]/.test(node.source ?? "")
        ? { t: "int", v: String(BigInt(value)) } : { t: "float", v: value };
    case "string": return { t: "str", v: value };
    default: return { t: "other", v: String(value) };
  }
}

const results = process.argv.slice(2).map((path) => {
  try {
    const document = YAML.parseDocument(fs.readFileSync(path, "utf8"));
    if (document.errors.length > 0) return { error: document.errors[0].message.split("\n")[0] };
    return { tree: typed(document.contents) };
  } catch (error) {
    return { error: String(error.message || error).split("\n")[0] };
  }
});
process.stdout.write(JSON.stringify(results));
