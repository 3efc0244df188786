// Two phones meet with no server: a WebRTC data channel with no ICE servers (only this network's
// own addresses), its offer and answer carried by hand as short text codes (later shown as QR).

/** What starts every code: the app, the code's version, and whether it is an offer or an answer. */
const OFFER = 'SHo1';
const ANSWER = 'SHa1';

/** The SDP lines a data-channel-only session needs; the rest (media, extensions) is left out of the code. */
const KEPT = [
  'v=',
  'o=',
  's=',
  't=',
  'm=',
  'c=',
  'a=group:',
  'a=candidate:',
  'a=ice-ufrag:',
  'a=ice-pwd:',
  'a=fingerprint:',
  'a=setup:',
  'a=mid:',
  'a=sctp-port:',
  'a=max-message-size:',
];

/** A code that is not one this app wrote (mistyped, cut short, the other kind of code). */
export class PairingCodeError extends Error {
  constructor(readonly why: 'unreadable' | 'not-offer' | 'not-answer') {
    super(
      why === 'unreadable'
        ? 'this is not a Stablehand pairing code'
        : why === 'not-offer'
          ? "this is an answer code: paste the table's code here"
          : "this is a table's code: paste the joining phone's answer here",
    );
    this.name = 'PairingCodeError';
  }
}

/** Keeps the lines of a session description that a data channel needs. */
export function trimSdp(sdp: string): string {
  const lines = sdp
    .split(/\r?\n/)
    .filter((line) => KEPT.some((start) => line.startsWith(start)))
    // Phones on one Wi-Fi meet over UDP; the TCP candidates a camera grant adds only make the QR denser.
    .filter((line) => !/^a=candidate:\S+ \d+ tcp /i.test(line));
  return lines.join('\r\n') + '\r\n';
}

/** A session description as a code: trimmed, deflated, base64url, after a four-letter kind. */
export async function encodeCode(kind: 'offer' | 'answer', sdp: string): Promise<string> {
  const packed = await squeeze(new TextEncoder().encode(trimSdp(sdp)), new CompressionStream('deflate-raw'));
  return (kind === 'offer' ? OFFER : ANSWER) + toBase64Url(packed);
}

/** Reads a code back into a session description; throws PairingCodeError when it is not one. */
export async function decodeCode(kind: 'offer' | 'answer', code: string): Promise<string> {
  const text = code.replace(/\s+/g, '');
  const head = text.slice(0, 4);
  if (head !== OFFER && head !== ANSWER) throw new PairingCodeError('unreadable');
  if (kind === 'offer' && head !== OFFER) throw new PairingCodeError('not-offer');
  if (kind === 'answer' && head !== ANSWER) throw new PairingCodeError('not-answer');
  let sdp: string;
  try {
    const bytes = fromBase64Url(text.slice(4));
    sdp = new TextDecoder('utf-8', { fatal: true }).decode(
      await squeeze(bytes, new DecompressionStream('deflate-raw')),
    );
  } catch {
    throw new PairingCodeError('unreadable');
  }
  // A session description this app wrote always has these; anything else is refused before WebRTC sees it.
  if (!sdp.startsWith('v=0') || !/^m=application /m.test(sdp) || !/^a=fingerprint:/m.test(sdp))
    throw new PairingCodeError('unreadable');
  return sdp;
}

async function squeeze(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new PairingCodeError('unreadable');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** One pairing in progress: this phone's code to show, and the channel once the other phone answered. */
export interface Pairing {
  /** The code to show the other phone. */
  readonly code: string;
  /** The data channel, once open. */
  readonly opened: Promise<RTCDataChannel>;
  readonly connection: RTCPeerConnection;
  /**
   * True once the link failed (WebRTC gave up, or no channel opened within `ms` from now), false
   * as soon as the channel opens: the phone then says so and offers new codes. A late channel
   * still opens `opened`.
   */
  stalled(ms: number): Promise<boolean>;
}

/** This phone has no address the other phone could reach (no Wi-Fi, no hotspot): a code would point nowhere. */
export class NoNetworkError extends Error {
  constructor() {
    super('this phone found no network address to pair on');
    this.name = 'NoNetworkError';
  }
}

/** How long gathering this phone's addresses may take before the code is made with what was found. */
const GATHERING_MS = 4000;
/**
 * How long a phone with no address yet keeps waiting for its first one: a loaded phone can take
 * longer than GATHERING_MS, and a code with no address at all can never link.
 */
const FIRST_ADDRESS_MS = 30_000;

function peer(): RTCPeerConnection {
  // No STUN, no TURN: the phones can only meet on the network they share, and nothing leaves it.
  return new RTCPeerConnection({ iceServers: [] });
}

/** The addresses a code made now would carry (the UDP candidates that trimSdp keeps). */
function addresses(connection: RTCPeerConnection): number {
  return trimSdp(connection.localDescription?.sdp ?? '')
    .split('\r\n')
    .filter((line) => line.startsWith('a=candidate:')).length;
}

/**
 * Waits until gathering is complete, or GATHERING_MS have passed with at least one address found;
 * with none found, until the first one (FIRST_ADDRESS_MS at most). Throws NoNetworkError when
 * there is none to put in the code.
 */
function gathered(connection: RTCPeerConnection): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = (): void => {
      const complete = connection.iceGatheringState === 'complete';
      const found = addresses(connection) > 0;
      const waited = Date.now() - started;
      if (found && (complete || waited >= GATHERING_MS)) finish();
      else if (!found && (complete || waited >= FIRST_ADDRESS_MS)) finish(new NoNetworkError());
    };
    const timers = [setTimeout(check, GATHERING_MS), setTimeout(check, FIRST_ADDRESS_MS)];
    const finish = (error?: Error): void => {
      connection.removeEventListener('icegatheringstatechange', check);
      connection.removeEventListener('icecandidate', check);
      for (const timer of timers) clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    connection.addEventListener('icegatheringstatechange', check);
    // After the wait for all of them, the first address found is enough.
    connection.addEventListener('icecandidate', check);
    check();
  });
}

function opening(channel: RTCDataChannel): Promise<RTCDataChannel> {
  channel.binaryType = 'arraybuffer';
  if (channel.readyState === 'open') return Promise.resolve(channel);
  return new Promise((resolve) => channel.addEventListener('open', () => resolve(channel), { once: true }));
}

/** Pairing.stalled for one connection and its channel to come. */
function stalling(connection: RTCPeerConnection, opened: Promise<RTCDataChannel>) {
  let open = false;
  void opened.then(() => (open = true));
  return (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (open) return resolve(false);
      const gaveUp = (): boolean =>
        connection.connectionState === 'failed' || connection.connectionState === 'closed';
      if (gaveUp()) return resolve(true);
      const timer = setTimeout(() => settle(!open), ms);
      const onState = (): void => {
        if (gaveUp()) settle(true);
      };
      const settle = (stalled: boolean): void => {
        clearTimeout(timer);
        connection.removeEventListener('connectionstatechange', onState);
        resolve(stalled);
      };
      connection.addEventListener('connectionstatechange', onState);
      void opened.then(() => settle(false));
    });
}

/** The table's side: makes the offer code; `accept` takes the joining phone's answer code. */
export async function offerTable(): Promise<Pairing & { accept(answer: string): Promise<void> }> {
  const connection = peer();
  // Ordered and reliable: the sync messages must arrive, in order.
  const opened = opening(connection.createDataChannel('table', { ordered: true }));
  try {
    await connection.setLocalDescription(await connection.createOffer());
    await gathered(connection);
  } catch (error) {
    connection.close();
    throw error;
  }
  const code = await encodeCode('offer', connection.localDescription!.sdp);
  return {
    code,
    opened,
    connection,
    stalled: stalling(connection, opened),
    async accept(answer) {
      const sdp = await decodeCode('answer', answer);
      await connection.setRemoteDescription({ type: 'answer', sdp });
    },
  };
}

/** The joining phone's side: reads the table's offer code and makes the answer code. */
export async function answerTable(offer: string): Promise<Pairing> {
  const sdp = await decodeCode('offer', offer);
  const connection = peer();
  const opened = new Promise<RTCDataChannel>((resolve) => {
    connection.addEventListener('datachannel', (event) => resolve(opening(event.channel)), { once: true });
  });
  try {
    await connection.setRemoteDescription({ type: 'offer', sdp });
    await connection.setLocalDescription(await connection.createAnswer());
    await gathered(connection);
  } catch (error) {
    connection.close();
    throw error;
  }
  const code = await encodeCode('answer', connection.localDescription!.sdp);
  return { code, opened, connection, stalled: stalling(connection, opened) };
}
