export interface Half {
  files: string[];
  seconds: number;
}
export function splitInHalves(files: string[], seconds: Record<string, number>): [Half, Half];
