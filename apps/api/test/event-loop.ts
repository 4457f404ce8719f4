/**
 * Runs `work`, counting the event loop's turns meanwhile (a setImmediate chain): 0 when the work held
 * the loop from its start to its end, as a long synchronous parse does.
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let working = true;
  const count = () => {
    if (!working) return;
    turns++;
    setImmediate(count);
  };
  setImmediate(count);
  try {
    return { result: await work(), turns };
  } finally {
    working = false;
  }
}
