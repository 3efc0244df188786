// The words of a table shared by several phones (pairing, the strip, answers set aside, a phone of
// another version), in English and French: lazy chunks hold them, not src/i18n, so the shell does not grow.
import { fill, language } from '../../i18n/index.ts';

/** Every sentence in both languages (exported so the French is checked as src/i18n's is). */
export const phonesWords = {
  en: {
    title: 'Play with several phones',
    about:
      'Every phone on the same Wi-Fi (or one phone’s hotspot) follows the same game; nothing goes through the internet.',
    share: 'Show this table’s code',
    offer: 'This table’s code: give it to the joining phone',
    pasteAnswer: 'The joining phone’s answer',
    connect: 'Connect',
    pasteOffer: 'The table’s code',
    makeAnswer: 'Make my answer',
    answer: 'My answer: give it to the table’s phone',
    copy: 'Copy',
    making: 'Making the code…',
    waiting: 'Waiting for the other phone…',
    connected: 'Connected: both phones follow this game.',
    backToTable: 'Back to the table',
    noLink:
      'The phones did not connect. Check that both are on the same Wi-Fi (or one phone’s hotspot), then make new codes.',
    newCodes: 'Make new codes',
    noGame:
      'The phones connected, but the table’s game has not arrived on this phone. Make new codes on both phones.',
    noNetwork:
      'This phone found no network: join the same Wi-Fi as the other phone (or its hotspot), then try again.',
    'bad.unreadable': 'This is not a Stablehand pairing code: copy it again, whole.',
    'bad.not-offer': 'This is an answer code: paste the table’s code here.',
    'bad.not-answer': 'This is a table’s code: paste the joining phone’s answer here.',
    otherGame: 'This table is a game this phone cannot share yet.',
    noWebrtc: 'This browser cannot link phones (no WebRTC).',
    offerQr: 'This table’s code: scan it with the joining phone',
    answerQr: 'My answer: scan it with the table’s phone',
    scanOffer: 'Scan the table’s code',
    scanAnswer: 'Scan the joining phone’s answer',
    aim: 'Point the camera at the code on the other phone.',
    cameraView: 'Camera',
    stopCamera: 'Close the camera',
    noCamera: 'The camera did not open: copy the codes by hand below.',
    byHand: 'No camera? Copy the codes by hand',
    strip: 'Phones at this table',
    thisPhoneIs: 'This phone is',
    noSeat: 'Choose…',
    seatOf: '{name}’s',
    middle: 'The table’s (in the middle)',
    me: 'This phone',
    phoneOf: '{name}’s phone',
    middlePhone: 'The table’s phone',
    unseatedPhone: 'A phone with no seat yet',
    'state.connected': 'connected',
    'state.asleep': 'asleep since {time}',
    'state.gone': 'gone',
    connectAgain: 'Connect again',
    savedHere:
      'This game is saved on this phone too: Home lists it, and it goes on here if the link is lost.',
    waitingFor: 'Waiting for {name}',
    answerFor: 'Answer for {name}',
    'race.setAside': '{who}’s {move} came at the same moment as {other}’s and was not applied.',
    'race.setAsideUndo': '{who}’s undo came at the same moment as {other}’s move: nothing was undone.',
    'race.setAsideRedo': '{who}’s redo came at the same moment as {other}’s move: nothing was redone.',
    'race.racedUndo': '{who}’s {move} came at the same moment as {other}’s undo and was not applied.',
    'race.following': '{n} later move(s) from the same phone followed it and were not applied either.',
    'race.playItNow': 'Play it now',
    'race.someone': 'Someone',
    'race.answer': 'answer',
    otherRules:
      'This phone’s Stablehand is another version than the table’s: it follows the game but cannot answer. Update Stablehand on every phone.',
    historyFollowsOnly:
      'This phone’s Stablehand is another version than the table’s: it cannot undo or redo here. Update Stablehand on every phone, or undo on a phone of the table’s version.',
    copyBeforeJoining: '(copy made before joining the table)',
  },
  fr: {
    title: 'Jouer avec plusieurs téléphones',
    about:
      'Chaque téléphone sur le même Wi-Fi (ou le partage de connexion d’un téléphone) suit la même partie ; rien ne passe par internet.',
    share: 'Afficher le code de cette table',
    offer: 'Le code de cette table : donnez-le au téléphone qui rejoint',
    pasteAnswer: 'La réponse du téléphone qui rejoint',
    connect: 'Relier',
    pasteOffer: 'Le code de la table',
    makeAnswer: 'Faire ma réponse',
    answer: 'Ma réponse : donnez-la au téléphone de la table',
    copy: 'Copier',
    making: 'Préparation du code…',
    waiting: 'En attente de l’autre téléphone…',
    connected: 'Reliés : les deux téléphones suivent cette partie.',
    backToTable: 'Retour à la table',
    noLink:
      'Les téléphones ne se sont pas reliés. Vérifiez qu’ils sont sur le même Wi-Fi (ou le partage de connexion d’un téléphone), puis refaites les codes.',
    newCodes: 'Refaire les codes',
    noGame:
      'Les téléphones sont reliés, mais la partie de la table n’est pas arrivée sur ce téléphone. Refaites les codes sur les deux téléphones.',
    noNetwork:
      'Ce téléphone n’a trouvé aucun réseau : rejoignez le même Wi-Fi que l’autre téléphone (ou son partage de connexion), puis réessayez.',
    'bad.unreadable': 'Ce n’est pas un code d’appairage Stablehand : copiez-le à nouveau, en entier.',
    'bad.not-offer': 'C’est un code de réponse : collez ici le code de la table.',
    'bad.not-answer': 'C’est le code d’une table : collez ici la réponse du téléphone qui rejoint.',
    otherGame: 'Ce téléphone ne sait pas encore partager ce jeu.',
    noWebrtc: 'Ce navigateur ne peut pas relier des téléphones (pas de WebRTC).',
    offerQr: 'Le code de cette table : scannez-le avec le téléphone qui rejoint',
    answerQr: 'Ma réponse : scannez-la avec le téléphone de la table',
    scanOffer: 'Scanner le code de la table',
    scanAnswer: 'Scanner la réponse du téléphone qui rejoint',
    aim: 'Visez le code affiché sur l’autre téléphone.',
    cameraView: 'Caméra',
    stopCamera: 'Fermer la caméra',
    noCamera: 'La caméra ne s’est pas ouverte : copiez les codes à la main ci-dessous.',
    byHand: 'Pas de caméra ? Copiez les codes à la main',
    strip: 'Téléphones à cette table',
    thisPhoneIs: 'Ce téléphone est',
    noSeat: 'Choisir…',
    seatOf: 'celui de {name}',
    middle: 'celui de la table (au milieu)',
    me: 'Ce téléphone',
    phoneOf: 'Téléphone de {name}',
    middlePhone: 'Téléphone de la table',
    unseatedPhone: 'Un téléphone sans place',
    'state.connected': 'relié',
    'state.asleep': 'en veille depuis {time}',
    'state.gone': 'parti',
    connectAgain: 'Relier à nouveau',
    savedHere:
      'Cette partie est aussi enregistrée sur ce téléphone : l’accueil la liste, et elle continue ici si le lien est perdu.',
    waitingFor: 'On attend {name}',
    answerFor: 'Répondre pour {name}',
    'race.setAside':
      'La réponse de {who} ({move}) est arrivée en même temps que celle de {other} : elle n’a pas été jouée.',
    'race.setAsideUndo':
      'L’annulation de {who} est arrivée en même temps qu’un coup de {other} : rien n’a été annulé.',
    'race.setAsideRedo':
      'Le rétablissement de {who} est arrivé en même temps qu’un coup de {other} : rien n’a été rétabli.',
    'race.racedUndo':
      'La réponse de {who} ({move}) est arrivée en même temps que l’annulation de {other} : elle n’a pas été jouée.',
    'race.following':
      '{n} coup(s) suivant(s) du même téléphone la suivaient et n’ont pas été joués non plus.',
    'race.playItNow': 'La jouer maintenant',
    'race.someone': 'quelqu’un',
    'race.answer': 'réponse',
    otherRules:
      'Le Stablehand de ce téléphone n’est pas de la même version que celui de la table : il suit la partie mais ne peut pas répondre. Mettez Stablehand à jour sur chaque téléphone.',
    historyFollowsOnly:
      'Le Stablehand de ce téléphone n’est pas de la même version que celui de la table : il ne peut ni annuler ni rétablir ici. Mettez Stablehand à jour sur chaque téléphone, ou annulez sur un téléphone de la même version que la table.',
    copyBeforeJoining: '(copie faite avant de rejoindre la table)',
  },
} as const;

export type PhonesWord = keyof (typeof phonesWords)['en'];

/** The sentence in the player's language. */
export function say(key: PhonesWord, params?: Record<string, string | number>): string {
  const lang = language();
  const text: string = phonesWords[lang][key];
  return params ? fill(text, params, lang) : text;
}
