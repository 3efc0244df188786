// Every number that decides whether a scanned card is named or refused, in one place: how near a read must
// land on a title (match.ts, recognise.ts, stable.ts), how clearly a title's shape must win, and the face vote.
//
// The face's numbers are fitted by scripts/fit-face-vote.ts (it prints how each was chosen); the others
// were set by hand on the tuning makers' photos (why each, with its seeds, is in TUNING-LOG.md).

export const NAMING = {
  /** A title read (edit-distance confidences 0..1 of the nearest titles). */
  read: {
    /** A match this close, and this far ahead of the next title, is taken without trying anything else. */
    sure: 0.75,
    sureLead: 0.15,
    /** Below this, the read text is not any card we know: no card. */
    accept: 0.55,
    /** Titles this short (letters) need a closer read: one wrong letter in YAY is a third of it. */
    short: 5,
    shortAccept: 0.75,
    /**
     * Share of what tells the best title from the runner-up that the read must show: a garbled read that
     * got only the common "UNICORN" right must not name whichever ... UNICORN it lands nearest.
     */
    telling: 0.35,
    /** How far ahead of the next title two deblurred reads of one band must both be to confirm each other. */
    pairLead: 0.1,
    /** A line tesseract read this surely (percent), of this many letters, is legible print (blurred reads score 20-50). */
    legibleConfidence: 70,
    legibleLetters: 3,
    /**
     * Share of legible letters that must be found, in order, in a title for them to agree with it (more
     * than this): fewer slips than one in every four letters, so not three in BASIC UNICORN's twelve read
     * against BABY UNICORN.
     */
    legibleMatch: 0.75,
    /**
     * In a Stable photo, how much nearer its title than the next a read must be to name a card: a read as
     * near two titles names neither (right names lead by 0.14 or more). Nor do two reads of one band, the
     * second as near another title (recognise.ts bestRead, single cards too).
     */
    clearLead: 0.1,
  },
  /** The title's shape (title-shapes.ts, shape-and-letters.ts): misfits are 1 - correlation. */
  shape: {
    /** The winner must correlate this well... */
    accept: 0.6,
    /** ...and the best other face must lie this many times further from a perfect fit, by its worst word... */
    lead: 1.8,
    /**
     * ...or this many times further by its worst letter, and by its worst word too or else the winner's
     * worst letter fitting much better than its worst word (see `outfits`).
     */
    leadLetters: 1.65,
    /** How much better than its worst word a winner's worst letter must fit for the word's misfit to be forgiven. */
    lettersForgive: 0.75,
    /** The share of what separates two titles a read must show for the letters to choose between them. */
    lettersChoose: 2 / 3,
    /** A word of a title this long, read exactly, was not read by chance (UNICORN, NARWHAL; BABY is not). */
    wholeWord: 5,
  },
  /**
   * The face vote (naming.ts), fitted by scripts/fit-face-vote.ts on 126 photos of the tuning half of the
   * scans only: own faces scored 0.61 and up, the best other face 0.54 at the median, 0.75 at most; rounded
   * to two places. A face's score is its brightness hash's agreement (1 - differing bits / 32, so
   * unrelated art scores about 0) plus `hueWeight` times its hue histograms' overlap.
   */
  face: {
    hueWeight: 0.5,
    /** Under this, the art is not the face the title named: an unsure title read is refused. */
    ownFloor: 0.6,
    /**
     * Under this, a sure read that is not plain (no legible read spells it) is refused: fitted by
     * scripts/fit-sure-face.ts on 180 photos of the projective maker's tuning seeds, halfway between the
     * highest face a look-alike read that way scored (0.30) and the lowest right name's over it (0.73).
     */
    sureFloor: 0.52,
    /** A face names a card its title did not only at this score and this lead over every other title. */
    name: 0.85,
    lead: 0.42,
  },
} as const;
