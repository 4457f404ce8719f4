import { Periodic } from './periodic.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run that ends when the test says so. */
function gatedWork() {
  const gates: (() => void)[] = [];
  let runs = 0;
  const work = () =>
    new Promise<number>((resolve) => {
      const n = ++runs;
      gates.push(() => resolve(n));
    });
  return { work, gates, runs: () => runs };
}

describe('Periodic', () => {
  it('runs one at a time: a run asked for while one is in flight answers that one', async () => {
    const { work, gates, runs } = gatedWork();
    const periodic = new Periodic(work);
    const first = periodic.run();
    const second = periodic.run();
    expect(runs()).toBe(1);
    gates[0]();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    const third = periodic.run();
    expect(runs()).toBe(2);
    gates[1]();
    expect(await third).toBe(2);
  });

  it('runs on its period, and the timer skips a beat while a run is in flight', async () => {
    const { work, gates, runs } = gatedWork();
    const periodic = new Periodic(work);
    periodic.start(10, Promise.resolve());
    await sleep(60);
    expect(runs()).toBe(1);
    gates[0]();
    await sleep(60);
    expect(runs()).toBe(2);
    gates[1]();
    await periodic.stop();
  });

  it('stop waits for the run in flight, starts no other, and says it is stopping', async () => {
    const { work, gates, runs } = gatedWork();
    const periodic = new Periodic(work);
    periodic.start(10, Promise.resolve());
    await sleep(30);
    expect(runs()).toBe(1);
    let stopped = false;
    const stopping = periodic.stop().then(() => {
      stopped = true;
    });
    expect(periodic.stopping).toBe(true);
    await sleep(30);
    expect(stopped).toBe(false);
    gates[0]();
    await stopping;
    await sleep(40);
    expect(runs()).toBe(1);
  });

  it('starts its period only once the database is migrated, and not at all if stopped before', async () => {
    const { work, gates, runs } = gatedWork();
    let migrated = () => {};
    const periodic = new Periodic(work);
    periodic.start(10, new Promise<void>((resolve) => (migrated = resolve)));
    await sleep(40);
    expect(runs()).toBe(0);
    migrated();
    await sleep(40);
    expect(runs()).toBe(1);
    gates[0]();
    await periodic.stop();

    let late = () => {};
    const stoppedFirst = new Periodic(work);
    stoppedFirst.start(10, new Promise<void>((resolve) => (late = resolve)));
    await stoppedFirst.stop();
    late();
    await sleep(40);
    expect(runs()).toBe(1);
  });

  it('a failed run neither stops the period nor the shutdown', async () => {
    let runs = 0;
    const periodic = new Periodic(async () => {
      runs++;
      throw new Error('database gone');
    });
    periodic.start(10, Promise.resolve());
    await sleep(60);
    expect(runs).toBeGreaterThan(1);
    await expect(periodic.stop()).resolves.toBeUndefined();
  });
});
