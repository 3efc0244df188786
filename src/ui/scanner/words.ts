// The scanner screen's words in English and French, kept beside it so the shell's dictionaries stay small.
// The app may fold them into src/i18n later; keys name what the player sees.

export const scannerWords = {
  en: {
    title: 'Scan a card',
    hint: 'Lay the card flat and fill the frame with it',
    starting: 'Starting the camera…',
    loading: 'Getting the reader ready…',
    looking: 'Looking for a card…',
    noCamera: 'No camera here (or it is not allowed). Upload a photo of the card instead.',
    shutter: 'Take photo',
    upload: 'Upload a photo',
    torchOn: 'Light on',
    torchOff: 'Light off',
    cancel: 'Cancel',
    retry: 'Scan again',
    choose: 'Which card is it?',
    noCard: 'No card found in that photo. Try again with the whole card in the frame.',
    unreadable: 'A card is there but its title is unclear. Try again, or pick the card below.',
    badFile: 'That file is not a photo this device can open.',
    badShape: 'That photo is too small or too long and thin to show a card. Take one of the whole card.',
    read: 'Read: “{text}”',
    teach: 'Remember this title as…',
    teachButton: 'Remember and use',
    confidence: '{percent}% sure',
    notHere: '{card} cannot be chosen here. Pick one of the cards offered.',
    stablePhoto: 'Photograph this Stable',
    stableReading: 'Reading every card in the photo…',
    stableNone: 'No card found in that photo. Take it again with every card in view.',
    stableBadShape:
      'That photo is too small or too long and thin to show a Stable. Take one of the whole Stable.',
    stableTooMany:
      'The photo shows {n} × {card}; the box holds {copies}. Leave out or rename the extra ones.',
    stableCheck: 'Check each card: tap another name to correct it.',
    stableUnread: 'Not read',
    stableLeaveOut: 'Leave out',
    stableNotCounted: 'not a Unicorn: not counted',
    stableUse: 'Use these cards',
    stableCard: 'Card {n}',
    stableNameIt: 'Name card {n}',
    loadPhotos: 'A photo per Stable',
    loadPhotosIntro: 'Each photo fills that player’s Stable in the table above.',
    loadNoPlayers: 'Name the players in the table above first, then photograph each Stable.',
    loadFilled: 'In {name}’s Stable now: {cards}',
    disputePhotos: 'The Stables in the question',
    disputePhotosIntro:
      'A photo of a Stable stands in for that Stable in every question below; the game itself does not change.',
    disputeFromPhoto: '{name}, as photographed: {cards}',
    disputeBack: 'Use the phone’s Stable again ({name})',
    emptyStable: 'no card',
  },
  fr: {
    title: 'Scanner une carte',
    hint: 'Posez la carte à plat et remplissez le cadre avec elle',
    starting: 'Démarrage de la caméra…',
    loading: 'Préparation de la lecture…',
    looking: 'Recherche d’une carte…',
    noCamera: 'Pas de caméra ici (ou pas autorisée). Envoyez plutôt une photo de la carte.',
    shutter: 'Prendre la photo',
    upload: 'Envoyer une photo',
    torchOn: 'Allumer la lampe',
    torchOff: 'Éteindre la lampe',
    cancel: 'Annuler',
    retry: 'Scanner à nouveau',
    choose: 'Quelle carte est-ce ?',
    noCard: 'Aucune carte trouvée sur cette photo. Réessayez avec toute la carte dans le cadre.',
    unreadable:
      'Il y a une carte mais son titre est illisible. Réessayez, ou choisissez la carte ci-dessous.',
    badFile: 'Ce fichier n’est pas une photo que cet appareil sait ouvrir.',
    badShape:
      'Cette photo est trop petite ou trop étirée pour montrer une carte. Prenez la carte entière en photo.',
    read: 'Lu : « {text} »',
    teach: 'Retenir ce titre comme…',
    teachButton: 'Retenir et utiliser',
    confidence: 'sûr à {percent} %',
    notHere: '{card} ne peut pas être choisie ici. Choisissez l’une des cartes proposées.',
    stablePhoto: 'Photographier cette Écurie',
    stableReading: 'Lecture de chaque carte de la photo…',
    stableNone: 'Aucune carte trouvée sur cette photo. Reprenez-la avec toutes les cartes visibles.',
    stableBadShape:
      'Cette photo est trop petite ou trop étirée pour montrer une Écurie. Prenez toute l’Écurie en photo.',
    stableTooMany:
      'La photo montre {n} × {card} ; la boîte en contient {copies}. Écartez ou renommez celles en trop.',
    stableCheck: 'Vérifiez chaque carte : touchez un autre nom pour la corriger.',
    stableUnread: 'Non lue',
    stableLeaveOut: 'Laisser de côté',
    stableNotCounted: 'pas une Licorne : non comptée',
    stableUse: 'Utiliser ces cartes',
    stableCard: 'Carte {n}',
    stableNameIt: 'Nommer la carte {n}',
    loadPhotos: 'Une photo par Écurie',
    loadPhotosIntro: 'Chaque photo remplit l’Écurie de ce joueur dans la table ci-dessus.',
    loadNoPlayers: 'Nommez d’abord les joueurs dans la table ci-dessus, puis photographiez chaque Écurie.',
    loadFilled: 'Maintenant dans l’Écurie – {name} : {cards}',
    disputePhotos: 'Les Écuries de la question',
    disputePhotosIntro:
      'La photo d’une Écurie la remplace dans toutes les questions ci-dessous ; la partie elle-même ne change pas.',
    disputeFromPhoto: '{name}, selon la photo : {cards}',
    disputeBack: 'Reprendre l’Écurie du téléphone ({name})',
    emptyStable: 'aucune carte',
  },
} as const;

export type ScannerWord = keyof (typeof scannerWords)['en'];

/** A scanner string in `language`, with {placeholders} filled. */
export function scannerWord(
  language: 'en' | 'fr',
  key: ScannerWord,
  values: Record<string, string> = {},
): string {
  return scannerWords[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
