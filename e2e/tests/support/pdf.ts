import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..', 'backend');

/** The text of a PDF, read with pypdf in the backend's environment (the backend's PDF tests use it). */
export function pdfText(file: string): string {
  const script = 'import sys; from pypdf import PdfReader; print(" ".join(p.extract_text() for p in PdfReader(sys.argv[1]).pages))';
  return execFileSync('python3', ['-m', 'uv', 'run', '--frozen', '--project', backend, 'python', '-c', script, file], { encoding: 'utf8' });
}
