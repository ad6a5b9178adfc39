// The tones of src/ui/sound.rs, made by the browser's Web Audio (no sound files), fetched
// the first time a sound plays (index.html's window.checkTutorTone): a move, a capture, a
// check, a refused move.

export function tone(kind) {
  const c = (window.checkTutorAudio ||= new AudioContext());
  c.resume();
  const tones = {
    move: [[520, 0, 0.08, "triangle", 0.3]],
    capture: [[330, 0, 0.06, "triangle", 0.35], [220, 0.06, 0.1, "triangle", 0.35]],
    check: [[660, 0, 0.09, "sine", 0.25], [880, 0.09, 0.15, "sine", 0.25]],
    refused: [[150, 0, 0.18, "square", 0.06]],
  }[kind];
  for (const [pitch, start, length, type, loud] of tones) {
    const at = c.currentTime + start, o = c.createOscillator(), g = c.createGain();
    o.type = type;
    o.frequency.value = pitch;
    g.gain.setValueAtTime(loud, at);
    g.gain.exponentialRampToValueAtTime(0.001, at + length);
    o.connect(g).connect(c.destination);
    o.start(at);
    o.stop(at + length);
  }
}
