#!/usr/bin/env node
// Gives every function a wasm build imports from its JS glue a short name, in both files.
// wasm-bindgen names each import after what it calls and a hash (`__wbg_Error_2084468…`):
// some 260 names of 20 to 50 characters in the learner's build, written twice (the wasm's
// import section and the glue's import object), and the hashes do not compress. Short names
// (`a`, `b`, … `aB`) take about 7 KB off the learner's first load (README, "Download size").
//
// Usage: scripts/short-imports.js <dir>: every `<name>_bg.wasm` there with its `<name>.js`.
// Run by scripts/post-build on release builds, before the glue is minified.
"use strict";

const fs = require("fs");
const path = require("path");

function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

function leb(value) {
  const out = [];
  do {
    let b = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) b |= 0x80;
    out.push(b);
  } while (value > 0);
  return Buffer.from(out);
}

function name(text) {
  const bytes = Buffer.from(text, "utf8");
  return Buffer.concat([leb(bytes.length), bytes]);
}

// `a` … `z`, `A` … `Z`, then two letters: never `__proto__` or any name the glue's import
// object has besides the imports.
function shortName(i) {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let s = "";
  do {
    s = letters[i % 52] + s;
    i = Math.floor(i / 52) - 1;
  } while (i >= 0);
  return s;
}

// The import section rewritten with short field names, and the names given.
function renameImports(wasm) {
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error("not a wasm module");
  const parts = [wasm.subarray(0, 8)];
  const renamed = new Map();
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = readLeb(wasm, at + 1);
    const end = body + size;
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    let [count, p] = readLeb(wasm, body);
    const entries = [leb(count)];
    for (let i = 0; i < count; i++) {
      let len;
      [len, p] = readLeb(wasm, p);
      const module = wasm.subarray(p, p + len).toString("utf8");
      p += len;
      [len, p] = readLeb(wasm, p);
      const field = wasm.subarray(p, p + len).toString("utf8");
      p += len;
      // What is imported, copied as it is: a function's type, a table, a memory, a global.
      const descStart = p;
      const kind = wasm[p++];
      if (kind === 0) [, p] = readLeb(wasm, p);
      else if (kind === 1 || kind === 2) {
        if (kind === 1) p++;
        const flags = wasm[p++];
        [, p] = readLeb(wasm, p);
        if (flags & 1) [, p] = readLeb(wasm, p);
      } else if (kind === 3) p += 2;
      else if (kind === 4) {
        p++;
        [, p] = readLeb(wasm, p);
      } else throw new Error(`import ${field}: unknown kind ${kind}`);
      let short = field;
      if (kind === 0) {
        const key = `${module}\0${field}`;
        if (!renamed.has(key)) renamed.set(key, shortName(renamed.size));
        short = renamed.get(key);
      }
      entries.push(name(module), name(short), wasm.subarray(descStart, p));
    }
    if (p !== end) throw new Error("the import section was not read to its end");
    const section = Buffer.concat(entries);
    parts.push(Buffer.from([2]), leb(section.length), section);
    at = end;
  }
  return { wasm: Buffer.concat(parts), renamed };
}

function shorten(dir) {
  const builds = fs.readdirSync(dir).filter((f) => f.endsWith("_bg.wasm"));
  for (const file of builds) {
    const wasmPath = path.join(dir, file);
    const jsPath = path.join(dir, file.replace(/_bg\.wasm$/, ".js"));
    const { wasm, renamed } = renameImports(fs.readFileSync(wasmPath));
    let js = fs.readFileSync(jsPath, "utf8");
    for (const [key, short] of renamed) {
      const field = key.split("\0")[1];
      const pattern = new RegExp(`(?<![\\w$])${field.replace(/[$]/g, "\\$")}(?![\\w$])`, "g");
      const before = js;
      js = js.replace(pattern, short);
      if (js === before) throw new Error(`${path.basename(jsPath)} does not name ${field}`);
    }
    fs.writeFileSync(wasmPath, wasm);
    fs.writeFileSync(jsPath, js);
  }
}

shorten(process.argv[2] || process.exit(2));
