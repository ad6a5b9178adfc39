// A live class over NATS (docs/live-class.md): the teacher's page signs each step and puts it
// in the broker's key-value bucket; each pupil's page checks the signature, follows, and
// seals its answers so that only the teacher can read them. Bundled with the official NATS
// client by scripts/post-build into live.js, which the app fetches only when a class starts
// or is joined. Errors reach the app as short codes (Error.message): "config" (no usable
// live.json), "broker" (the broker cannot be reached), "no-class" (no class under that code
// or link), "crypto" (the browser lacks Ed25519 or ECDH).

import { wsconnect } from "@nats-io/nats-core";
import { Kvm } from "@nats-io/kv";

const BUCKET = "live";
// One value per key, gone after 12 hours; a value at most 64 KB (a teacher's own lesson).
const BUCKET_OPTIONS = { history: 1, ttl: 12 * 60 * 60 * 1000, maxValueSize: 64 * 1024 };
const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const TEACHER_KEPT = "check-tutor-live-teacher";
const PUPIL_KEPT = "check-tutor-live-pupil";
const INFO = new TextEncoder().encode("check-tutor live record");

const fail = (code) => new Error(code);
const CODES = ["config", "broker", "no-class", "crypto"];
/** `f`, whose every error reaches the app as one of the codes (anything unforeseen is said in
 * the console and reaches the app as "broker"). */
const guarded =
  (f) =>
  async (...args) => {
    try {
      return await f(...args);
    } catch (e) {
      if (CODES.includes(e && e.message)) throw e;
      console.warn("live class:", e);
      throw fail("broker");
    }
  };
const b64 = (bytes) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const unb64 = (text) => {
  const s = atob(String(text).replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};
const utf8 = (text) => new TextEncoder().encode(text);
const random = (n) => crypto.getRandomValues(new Uint8Array(n));
const kept = (name) => {
  try {
    return JSON.parse(sessionStorage.getItem(name) || "null");
  } catch {
    return null;
  }
};
const keep = (name, value) => {
  try {
    if (value === null) sessionStorage.removeItem(name);
    else sessionStorage.setItem(name, JSON.stringify(value));
  } catch {}
};

/** The broker's address from live.json beside index.html. */
async function brokerUrl() {
  let config;
  try {
    const res = await fetch(new URL("live.json", document.baseURI), { cache: "no-store" });
    config = res.ok ? await res.json() : null;
  } catch {
    config = null;
  }
  const url = config && typeof config.url === "string" ? config.url : "";
  if (!/^wss?:\/\//.test(url)) throw fail("config");
  return url;
}

/**
 * A connection that comes back by itself: `onStatus` hears "connected", "reconnecting" or
 * "closed"; `onBack` runs once the broker is reached again (to write again what a restarted
 * broker lost and to watch again).
 */
async function connect(onStatus, onBack) {
  const url = await brokerUrl();
  let nc;
  try {
    nc = await wsconnect({
      servers: url,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
      timeout: 5000,
      waitOnFirstConnect: false,
    });
  } catch (e) {
    console.warn("live class: the broker cannot be reached", e);
    throw fail("broker");
  }
  let kv;
  try {
    kv = await bucket(nc);
  } catch (e) {
    nc.close().catch(() => {});
    throw e;
  }
  const link = { nc, kv };
  onStatus("connected");
  (async () => {
    for await (const s of nc.status()) {
      if (s.type === "disconnect" || s.type === "reconnecting") onStatus("reconnecting");
      if (s.type === "reconnect") {
        try {
          link.kv = await bucket(nc);
          await onBack(link.kv);
          onStatus("connected");
        } catch {
          onStatus("reconnecting");
        }
      }
    }
  })();
  nc.closed().then(() => onStatus("closed"));
  return link;
}

/** The bucket, made if it is not there yet. A broker that has just started may take a few
 * seconds to have JetStream ready: tried again for about ten seconds. */
async function bucket(nc) {
  for (let tries = 0; ; tries++) {
    try {
      return await new Kvm(nc).create(BUCKET, BUCKET_OPTIONS);
    } catch (e) {
      if (tries >= 20 || nc.isClosed()) {
        console.warn("live class: no key-value bucket", e);
        throw fail("broker");
      }
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}

/** Calls `each(entry)` for every value under `key` (a key or a key with `>`), from the
 * latest one on; watches again whenever `restart` is called. */
function watcher(key, each) {
  let iter = null;
  const start = async (kv) => {
    if (iter) iter.stop();
    iter = await kv.watch({ key });
    const mine = iter;
    (async () => {
      for await (const e of mine) {
        try {
          await each(e);
        } catch {}
      }
    })().catch(() => {});
  };
  return { start, stop: () => iter && iter.stop() };
}

async function sealingKey(mine, theirs, classId) {
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: theirs }, mine, 256);
  const hkdf = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8(classId), info: INFO },
    hkdf,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const ecdh = { name: "ECDH", namedCurve: "P-256" };
const importSeal = (raw) => crypto.subtle.importKey("raw", unb64(raw), ecdh, false, []);
const pupilId = async (rawPublic) =>
  b64(await crypto.subtle.digest("SHA-256", unb64(rawPublic))).slice(0, 16);

/** The short code of a teacher's signing key (raw, base64url): six letters of its SHA-256.
 * A pupil who types the code checks that the key it finds under it has this code, so an
 * entry put there by anyone else is refused (finding another key with the same code takes
 * about a billion tries). */
async function codeOf(key) {
  const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", unb64(key)));
  return Array.from(sum.slice(0, 6), (b) => CODE_LETTERS[b % CODE_LETTERS.length]).join("");
}

async function newTeacher(kv) {
  // Keys again until their code is free (create fails when the code is taken).
  for (let tries = 0; tries < 8; tries++) {
    let sign, seal;
    try {
      sign = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]);
      seal = await crypto.subtle.generateKey(ecdh, true, ["deriveBits"]);
    } catch {
      throw fail("crypto");
    }
    const t = {
      class: b64(random(16)),
      key: b64(await crypto.subtle.exportKey("raw", sign.publicKey)),
      sign: await crypto.subtle.exportKey("jwk", sign.privateKey),
      sealPublic: b64(await crypto.subtle.exportKey("raw", seal.publicKey)),
      seal: await crypto.subtle.exportKey("jwk", seal.privateKey),
      seq: 0,
    };
    t.code = await codeOf(t.key);
    try {
      await kv.create(`code.${t.code}`, JSON.stringify({ class: t.class, key: t.key }));
      return t;
    } catch {}
  }
  throw fail("broker");
}

/**
 * Starts a class, or takes up again the one this tab started (after a reload). Pupils'
 * records reach `onPupil(pid, recordJson)`. Returns the class: its id, code and key, and
 * `show(shownJson)`, `end()` and `close()`.
 */
async function startTeaching(onStatus, onPupil) {
  let last = null;
  let put = null;
  let watch = null;
  let t = null;
  // One write at a time, in order: a late joiner reads the latest step, never an older one.
  let chain = Promise.resolve();
  const write = () => {
    const done = chain.then(() => put(link.kv));
    chain = done.catch(() => {});
    return done;
  };
  // Back after a lost connection: the step and the code again (a broker that lost its store
  // lost them), then the watch.
  const link = await connect(onStatus, async (kv) => {
    if (t) await kv.create(`code.${t.code}`, JSON.stringify({ class: t.class, key: t.key })).catch(() => {});
    // A step the broker refuses (too large) says so at the next one, not as a lost link.
    if (last && put) await write().catch(() => {});
    if (watch) await watch.start(kv);
  });
  t = kept(TEACHER_KEPT);
  try {
    if (!t || !t.class) {
      t = await newTeacher(link.kv);
      keep(TEACHER_KEPT, t);
    }
  } catch (e) {
    link.nc.close().catch(() => {});
    throw e;
  }
  let signKey, sealKey;
  try {
    signKey = await crypto.subtle.importKey("jwk", t.sign, { name: "Ed25519" }, false, ["sign"]);
    sealKey = await crypto.subtle.importKey("jwk", t.seal, ecdh, false, ["deriveBits"]);
  } catch {
    keep(TEACHER_KEPT, null);
    link.nc.close().catch(() => {});
    throw fail("crypto");
  }
  put = async (kv) => {
    const body = JSON.stringify({ ...last, class: t.class, seq: t.seq, seal: t.sealPublic, sent: Date.now() });
    const sig = b64(await crypto.subtle.sign({ name: "Ed25519" }, signKey, utf8(body)));
    await kv.put(`class.${t.class}.step`, JSON.stringify({ body, sig }));
  };
  watch = watcher(`class.${t.class}.pupil.>`, async (e) => {
    const pid = e.key.split(".").pop();
    if (e.operation !== "PUT") return;
    const sealed = e.json();
    if ((await pupilId(sealed.from)) !== pid) return;
    const aes = await sealingKey(sealKey, await importSeal(sealed.from), t.class);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(sealed.iv) }, aes, unb64(sealed.data));
    onPupil(pid, new TextDecoder().decode(plain));
  });
  await watch.start(link.kv);
  return {
    class: t.class,
    code: t.code,
    key: t.key,
    /** Shows every pupil this step (the app's JSON: lesson, step, reveal, ended). */
    async show(shown) {
      last = JSON.parse(shown);
      t.seq += 1;
      keep(TEACHER_KEPT, t);
      await write();
    },
    /** Ends the class: every pupil is told, then every pupil's record and the code are
     * deleted from the broker (the last step, which says the class ended, goes with the
     * bucket's 12 hours). Whatever fails, this tab's class is over. */
    async end() {
      watch.stop();
      try {
        if (last) {
          last = { ...last, ended: true };
          t.seq += 1;
          await write();
        }
        const keys = [];
        for await (const k of await link.kv.keys(`class.${t.class}.pupil.>`)) keys.push(k);
        for (const k of keys) await link.kv.delete(k);
        await link.kv.delete(`code.${t.code}`);
      } catch (e) {
        console.warn("live class: the class could not be cleared from the broker", e);
      } finally {
        keep(TEACHER_KEPT, null);
        await link.nc.drain().catch(() => {});
      }
    },
    /** Leaves the class running (the teacher left the page); this tab may take it up again. */
    close() {
      watch.stop();
      link.nc.close().catch(() => {});
    },
  };
}

/** Whether this tab started a class it has not ended. */
export function teaching() {
  return Boolean(kept(TEACHER_KEPT));
}

/**
 * Joins a class by its link's `classId` and `key`, or by its short `code`. Each signed step
 * reaches `onStep(shownJson)`. Returns `send(recordJson)` and `close()`.
 */
async function joinClass(where, onStatus, onStep) {
  let record = null;
  // Made below, once the class and the pupil's keys are known; a connection lost before
  // then has nothing to take up again.
  let steps = null;
  let send = null;
  // Once the class has ended, nothing more is sent: the teacher has deleted the records.
  let ended = false;
  const link = await connect(onStatus, async (kv) => {
    if (steps) await steps.start(kv);
    if (record && send && !ended) await send(kv);
  });
  try {
    return await follow();
  } catch (e) {
    link.nc.close().catch(() => {});
    throw e;
  }

  async function follow() {
    let classId = where.classId;
    let key = where.key;
    if (!classId && where.code) {
      const code = String(where.code).toUpperCase().replace(/[^A-Z0-9]/g, "");
      const e = code.length === 6 ? await link.kv.get(`code.${code}`).catch(() => null) : null;
      const found = e && e.operation === "PUT" ? e.json() : null;
      if (!found || !found.class || !found.key || (await codeOf(found.key).catch(() => "")) !== code) {
        throw fail("no-class");
      }
      ({ class: classId, key } = found);
    }
    let verify;
    try {
      verify = await crypto.subtle.importKey("raw", unb64(key), { name: "Ed25519" }, false, ["verify"]);
    } catch {
      throw fail(/^[A-Za-z0-9_-]{43}$/.test(String(key)) ? "crypto" : "no-class");
    }
    // The pupil's own keys, kept by this tab so that a reload is the same pupil.
    let me = kept(`${PUPIL_KEPT}-${classId}`);
    if (!me) {
      const pair = await crypto.subtle.generateKey(ecdh, true, ["deriveBits"]);
      const raw = b64(await crypto.subtle.exportKey("raw", pair.publicKey));
      me = { public: raw, private: await crypto.subtle.exportKey("jwk", pair.privateKey) };
      keep(`${PUPIL_KEPT}-${classId}`, me);
    }
    const pid = await pupilId(me.public);
    const mine = await crypto.subtle.importKey("jwk", me.private, ecdh, false, ["deriveBits"]);
    let seq = 0;
    let aes = null;
    let sealFrom = null;
    steps = watcher(`class.${classId}.step`, async (e) => {
      if (e.operation !== "PUT") return;
      const { body, sig } = e.json();
      if (typeof body !== "string" || typeof sig !== "string") return;
      if (!(await crypto.subtle.verify({ name: "Ed25519" }, verify, unb64(sig), utf8(body)))) return;
      const shown = JSON.parse(body);
      if (shown.class !== classId || !(shown.seq > seq)) return;
      seq = shown.seq;
      ended = shown.ended === true;
      if (shown.seal !== sealFrom) {
        sealFrom = shown.seal;
        aes = await sealingKey(mine, await importSeal(shown.seal), classId);
        if (record && !ended) await send(link.kv);
      }
      onStep(body);
    });
    send = async (kv) => {
      if (!aes || ended) return;
      const iv = random(12);
      const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, aes, utf8(record));
      await kv.put(`class.${classId}.pupil.${pid}`, JSON.stringify({ from: me.public, iv: b64(iv), data: b64(data) }));
    };
    await steps.start(link.kv);
    return {
      classId,
      pid,
      /** Sends the teacher this pupil's record (name and answers), sealed. */
      async send(text) {
        record = text;
        await send(link.kv);
      },
      close() {
        steps.stop();
        link.nc.close().catch(() => {});
      },
    };
  }
}

export const teach = guarded(startTeaching);
export const join = guarded(joinClass);
