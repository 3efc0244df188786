// Keeps two devices' copies of a shared table in step over any message channel (a WebRTC data
// channel at the table, a MessagePort in tests): y-protocols' sync and awareness messages, nothing else.
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as sync from 'y-protocols/sync';
import {
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
  type Awareness,
} from 'y-protocols/awareness';

/** The first number of every message: which protocol reads the rest (as y-websocket numbers them). */
const SYNC = 0;
const AWARENESS = 1;

/** A channel carrying bytes both ways, in order: a data channel, a MessagePort. */
export interface Wire {
  send(bytes: Uint8Array): void;
  /** Calls `receive` with each message that arrives; the function returned stops listening. */
  listen(receive: (bytes: Uint8Array) => void): () => void;
}

/** A MessagePort as a wire (tests, and windows of one device). */
export function portWire(port: MessagePort): Wire {
  return {
    send: (bytes) => port.postMessage(bytes),
    listen(receive) {
      const handler = (event: MessageEvent): void => receive(toBytes(event.data));
      port.addEventListener('message', handler);
      port.start();
      return () => port.removeEventListener('message', handler);
    },
  };
}

/**
 * The largest part of a message sent as one data-channel message. A browser refuses (throws on)
 * a message over the other end's limit (256 KiB in Chromium, 64 KiB where the offer names none),
 * and the whole state of a long game is more (a 502-event game whose events carry kept tables:
 * 393 KB), so every message goes in parts of 16 KiB, the size every browser takes.
 */
export const PART_BYTES = 16 * 1024;

/**
 * How long a link waits for the other end's answer to its state vector before asking again: a first
 * message can be lost (it arrived before the other end listened), and then the other end would never
 * send what this one lacks.
 */
export const ASK_AGAIN_MS = 1000;

/** An RTCDataChannel as a wire (ordered and reliable, as the pairing screen opens it). */
export function dataChannelWire(channel: RTCDataChannel): Wire {
  channel.binaryType = 'arraybuffer';
  return {
    send: (bytes) => {
      if (channel.readyState !== 'open') return;
      // Each part starts with one byte: 1 when more parts of the same message follow, 0 on the last.
      for (let at = 0; at === 0 || at < bytes.length; at += PART_BYTES) {
        const part = bytes.subarray(at, at + PART_BYTES);
        const framed = new Uint8Array(part.length + 1);
        framed[0] = at + PART_BYTES < bytes.length ? 1 : 0;
        framed.set(part, 1);
        channel.send(framed);
      }
    },
    listen(receive) {
      // The channel is ordered and reliable: a message's parts arrive one after another.
      let parts: Uint8Array[] = [];
      const handler = (event: MessageEvent): void => {
        const framed = toBytes(event.data);
        parts.push(framed.subarray(1));
        if (framed[0] === 1) return;
        const whole = parts.length === 1 ? parts[0]! : concat(parts);
        parts = [];
        receive(whole);
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

function toBytes(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw new TypeError('a sync message must be bytes');
}

/** One open link between this device's table and another device's. */
export interface Link {
  /** Stops sending and receiving; the other devices this one learned of through the link are let go. */
  close(): void;
  /** Messages that arrived but could not be read (a damaged or foreign message changes nothing). */
  readonly refused: number;
}

/** A link as `link` makes it: with the devices heard of through it (the one at the other end, and those behind it). */
export interface PeerLink extends Link {
  readonly peers: ReadonlySet<number>;
}

/**
 * Links a document (and who is at the table) to the device at the other end of the wire. Both ends
 * start with their state vector (SyncStep1), answer the other's with what it lacks (SyncStep2), then
 * send every change made here or arriving through another link (so a star around one device
 * reaches every phone; Yjs drops what a device already has).
 */
export function link(doc: Y.Doc, awareness: Awareness, wire: Wire): PeerLink {
  const peers = new Set<number>();
  let refused = 0;
  let open = true;
  /** Asking the other end for what this one lacks, until it answers. */
  let asking: ReturnType<typeof setInterval> | undefined;
  let answered = false;
  const self: PeerLink = {
    close() {
      if (!open) return;
      open = false;
      clearInterval(asking);
      stop();
      doc.off('update', onUpdate);
      awareness.off('update', onAwareness);
      removeAwarenessStates(awareness, [...peers], self);
    },
    get refused() {
      return refused;
    },
    peers,
  };

  const send = (write: (encoder: encoding.Encoder) => void): void => {
    const encoder = encoding.createEncoder();
    write(encoder);
    if (open) wire.send(encoding.toUint8Array(encoder));
  };
  const onUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === self) return;
    send((e) => {
      encoding.writeVarUint(e, SYNC);
      sync.writeUpdate(e, update);
    });
  };
  const onAwareness = (
    changes: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    if (origin === self) return;
    const clients = [...changes.added, ...changes.updated, ...changes.removed];
    send((e) => {
      encoding.writeVarUint(e, AWARENESS);
      encoding.writeVarUint8Array(e, encodeAwarenessUpdate(awareness, clients));
    });
  };
  const receive = (bytes: Uint8Array): void => {
    if (!open) return;
    try {
      const decoder = decoding.createDecoder(bytes);
      const type = decoding.readVarUint(decoder);
      if (type === SYNC) {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, SYNC);
        const kind = sync.readSyncMessage(decoder, encoder, doc, self, (error) => {
          throw error;
        });
        // The other end answered: it has said what this one lacked.
        if (kind === sync.messageYjsSyncStep2) {
          answered = true;
          clearInterval(asking);
        }
        if (encoding.length(encoder) > 1) wire.send(encoding.toUint8Array(encoder));
      } else if (type === AWARENESS) {
        const update = decoding.readVarUint8Array(decoder);
        for (const client of awarenessClients(update)) if (client !== doc.clientID) peers.add(client);
        applyAwarenessUpdate(awareness, update, self);
      } else refused += 1;
    } catch {
      refused += 1;
    }
  };

  // A device that let this one go (a link closed) ignores its state until its clock moves on: so
  // it moves on with each new link.
  const local = awareness.getLocalState();
  if (local !== null) awareness.setLocalState(local);
  const stop = wire.listen(receive);
  doc.on('update', onUpdate);
  awareness.on('update', onAwareness);
  const ask = (): void =>
    send((e) => {
      encoding.writeVarUint(e, SYNC);
      sync.writeSyncStep1(e, doc);
    });
  ask();
  // Asked again until the other end answers (each answer only carries what this end still lacks).
  if (!answered) asking = setInterval(ask, ASK_AGAIN_MS);
  // Who is at the table: this device and every device it already knows of.
  send((e) => {
    encoding.writeVarUint(e, AWARENESS);
    encoding.writeVarUint8Array(e, encodeAwarenessUpdate(awareness, [...awareness.getStates().keys()]));
  });
  return self;
}

/** The client ids an awareness update speaks of (its format: count, then id, clock, state each). */
function awarenessClients(update: Uint8Array): number[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const clients: number[] = [];
  for (let i = 0; i < count; i++) {
    clients.push(decoding.readVarUint(decoder));
    decoding.readVarUint(decoder);
    decoding.readVarString(decoder);
  }
  return clients;
}
