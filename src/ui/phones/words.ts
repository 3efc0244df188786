// The words of "Play with several phones", in English and French. They live in the screen's own lazy
// chunk, not in src/i18n, so the app shell does not grow by them.
import { fill, language } from '../../i18n/index.ts';

const words = {
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
  },
} as const;

export type PhonesWord = keyof (typeof words)['en'];

/** The sentence in the player's language. */
export function say(key: PhonesWord, params?: Record<string, string | number>): string {
  const lang = language();
  const text: string = words[lang][key];
  return params ? fill(text, params, lang) : text;
}
