// The stemmer package ships no types; this is the part the assistant's analyzer uses.
declare module "snowball-stemmers" {
  interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: "russian" | "english"): Stemmer;
  export function algorithms(): string[];
}
