/**
 * The TeX a formula may use: an allow-list of KaTeX's commands and environments that exam
 * mathematics needs, checked by the server on every save (not left to the client's KaTeX options).
 * Anything else is refused, first of all what reaches outside the formula: `\href`, `\url`,
 * `\htmlData`, `\htmlId`, `\htmlClass`, `\htmlStyle`, `\includegraphics`, and macro definitions
 * (`\def`, `\newcommand`, `\let`, ...) that could build such a command from allowed parts.
 *
 * No DOM and no Tiptap here: the question rules (web form and API) import this file alone.
 */

const words = (s: string) => s.trim().split(/\s+/);

const GREEK = words(`
  alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa varkappa lambda mu nu
  xi omicron pi varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega digamma
  Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega
  varGamma varDelta varTheta varLambda varXi varPi varSigma varUpsilon varPhi varPsi varOmega`);

const STRUCTURE = words(`
  frac dfrac tfrac cfrac binom dbinom tbinom genfrac over choose atop sqrt root
  left right middle big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr Biggl Biggr bigm Bigm biggm Biggm
  begin end limits nolimits displaystyle textstyle scriptstyle scriptscriptstyle
  overline underline overbrace underbrace overset underset stackrel atop substack
  overrightarrow overleftarrow overleftrightarrow underrightarrow underleftarrow underleftrightarrow
  xrightarrow xleftarrow xleftrightarrow xRightarrow xLeftarrow xLeftrightarrow xmapsto
  xrightharpoonup xrightharpoondown xleftharpoonup xleftharpoondown xrightleftharpoons
  hat widehat bar vec dot ddot dddot tilde widetilde acute grave breve check mathring
  boxed cancel bcancel xcancel sout not phantom hphantom vphantom smash
  hline hdashline newline cr tag notag nonumber
  quad qquad enspace thinspace medspace thickspace negthinspace negmedspace negthickspace
  space nobreakspace hspace hskip mskip kern mkern
  text textbf textit textrm textsf texttt textnormal textup emph mbox
  mathrm mathbf mathit mathbb mathcal mathfrak mathsf mathtt mathscr mathnormal boldsymbol bm pmb
  rm bf it sf tt cal frak bold Bbb
  tiny scriptsize footnotesize small normalsize large Large LARGE huge Huge
  color textcolor colorbox fcolorbox
  operatorname operatornamewithlimits`);

const FUNCTIONS = words(`
  sin cos tan cot sec csc arcsin arccos arctan arccot arcsec arccsc sinh cosh tanh coth sech csch
  log ln lg exp lim limsup liminf max min sup inf det gcd deg dim arg ker hom Pr
  bmod pmod mod`);

const OPERATORS = words(`
  sum prod coprod int iint iiint oint oiint oiiint intop smallint bigcup bigcap bigvee bigwedge
  bigoplus bigotimes bigodot biguplus bigsqcup
  pm mp times div cdot ast star circ bullet oplus ominus otimes oslash odot cup cap uplus sqcup sqcap
  setminus smallsetminus wedge vee land lor lnot neg dagger ddagger amalg wr diamond
  triangleleft triangleright bigtriangleup bigtriangledown centerdot dotplus ltimes rtimes`);

const RELATIONS = words(`
  le leq ge geq ne neq lt gt approx approxeq equiv sim simeq cong propto ll gg lll ggg
  subset subseteq subsetneq supset supseteq supsetneq sqsubset sqsubseteq sqsupset sqsupseteq
  in notin ni owns perp parallel nparallel mid nmid prec preceq succ succeq models vdash dashv
  leqslant geqslant lesssim gtrsim nless ngtr nleq ngeq doteq triangleq coloneqq eqqcolon asymp
  bowtie smile frown vDash nsim ncong`);

const ARROWS = words(`
  to gets rightarrow leftarrow Rightarrow Leftarrow leftrightarrow Leftrightarrow iff implies impliedby
  mapsto longmapsto uparrow downarrow updownarrow Uparrow Downarrow Updownarrow
  longrightarrow longleftarrow Longrightarrow Longleftarrow longleftrightarrow Longleftrightarrow
  rightleftharpoons leftrightharpoons rightharpoonup rightharpoondown leftharpoonup leftharpoondown
  hookrightarrow hookleftarrow nearrow searrow swarrow nwarrow leadsto rightleftarrows leftrightarrows
  nrightarrow nleftarrow nRightarrow nLeftarrow`);

const SYMBOLS = words(`
  infty partial nabla forall exists nexists emptyset varnothing angle measuredangle sphericalangle
  triangle square blacksquare Box diamondsuit heartsuit clubsuit spadesuit degree prime backprime
  hbar hslash ell wp Re Im aleph beth gimel imath jmath
  dots ldots cdots vdots ddots dotsc dotsb dotsm dotsi cdotp ldotp therefore because checkmark
  langle rangle lfloor rfloor lceil rceil lvert rvert lVert rVert vert Vert backslash
  lbrace rbrace lbrack rbrack lparen rparen lgroup rgroup
  surd top bot flat natural sharp S P copyright pounds yen euro textdegree
  colon vcentcolon dag ddag circledR circledS maltese`);

/** Commands a formula may use (without the backslash). */
export const TEX_COMMANDS: ReadonlySet<string> = new Set([
  ...GREEK,
  ...STRUCTURE,
  ...FUNCTIONS,
  ...OPERATORS,
  ...RELATIONS,
  ...ARROWS,
  ...SYMBOLS,
]);

/** Control symbols: spacing, escaped specials and the line break `\\`. */
export const TEX_SYMBOLS: ReadonlySet<string> = new Set([...',:;!>{}|#$%&_ \\']);

/** Environments a `\begin{...}` may open. */
export const TEX_ENVIRONMENTS: ReadonlySet<string> = new Set(
  words(`
    matrix pmatrix bmatrix Bmatrix vmatrix Vmatrix smallmatrix matrix* pmatrix* bmatrix* Bmatrix*
    vmatrix* Vmatrix* cases dcases rcases drcases array darray subarray
    aligned alignedat gathered split align align* alignat alignat* gather gather* equation equation*`),
);

/**
 * The commands of a formula outside the allow-list, each once, as written (`\href`,
 * `\begin{tikzpicture}`). Tokenised as KaTeX's lexer does: a control word is a backslash and
 * letters or `@` (so `\@x` is one word), a control symbol a backslash and one other character.
 */
export function disallowedTex(latex: string): string[] {
  const bad = new Set<string>();
  const re = /\\([a-zA-Z@]+|[\s\S])/g;
  for (let m = re.exec(latex); m; m = re.exec(latex)) {
    const name = m[1];
    const word = /^[a-zA-Z@]/.test(name);
    if (word ? !TEX_COMMANDS.has(name) : !TEX_SYMBOLS.has(name) && !/\s/.test(name)) {
      bad.add(`\\${name}`);
      continue;
    }
    if (name !== 'begin' && name !== 'end') continue;
    // The environment's name is the argument in braces (spaces allowed before it, as KaTeX does).
    const env = /^\s*\{([^{}]*)\}/.exec(latex.slice(re.lastIndex));
    if (env && !TEX_ENVIRONMENTS.has(env[1].trim())) bad.add(`\\${name}{${env[1]}}`);
  }
  return [...bad];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? all;
    const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });

/** A start tag, its attribute values quoted either way or not at all (a `>` inside quotes stays in). */
const START_TAG = /<[a-z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
const LATEX_ATTR = /(?:^|\s)data-latex\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The TeX of every formula (`data-latex` attribute) in a rich text, decoded, in order. */
export function formulasOf(html: string): string[] {
  const out: string[] = [];
  for (const [, attrs] of html.matchAll(START_TAG))
    for (const m of attrs.matchAll(LATEX_ATTR)) out.push(decode(m[1] ?? m[2] ?? m[3] ?? ''));
  return out;
}

/** The disallowed commands of all formulas in a rich text, each once. */
export const disallowedTexIn = (html: string): string[] => [
  ...new Set(formulasOf(html).flatMap(disallowedTex)),
];
