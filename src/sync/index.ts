// The sync chunk: everything a phone needs to share a table, loaded only when a game is shared
// (the app imports this file lazily, so the shell never carries Yjs).
export { entriesOfKept, OtherRulesError, SharedTable, TABLE_FORMAT } from './shared-table.ts';
export { dataChannelWire, link, portWire, type Link, type Wire } from './channel.ts';
export { Awareness } from 'y-protocols/awareness';
export {
  answerTable,
  decodeCode,
  encodeCode,
  NoNetworkError,
  offerTable,
  PairingCodeError,
  type Pairing,
} from './webrtc.ts';
export { Doc, encodeStateAsUpdate } from 'yjs';
