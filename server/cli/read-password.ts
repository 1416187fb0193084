// A password for the command line: typed on the terminal without echo, or the first line
// of standard input when it is not a terminal (scripts: `echo … | npm run admin -- create x`).

/** The first line of standard input (a pipe or a file). */
async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** One line typed on the terminal, not shown; Ctrl+C stops the command. */
function hiddenLine(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        } else if (key === '\r' || key === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        } else if (key === '\u007f' || key === '\b') {
          typed = typed.slice(0, -1);
        } else {
          typed += key;
        }
      }
    };
    input.on('data', onData);
  });
}

/** The password: asked twice on a terminal (both must match: null otherwise), or read from standard input. */
export async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await hiddenLine('Mot de passe (12 caractères au moins) : ');
  const again = await hiddenLine('Confirmez le mot de passe : ');
  return password === again ? password : null;
}
