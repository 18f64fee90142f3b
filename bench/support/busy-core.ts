// Keeps one core busy until it is killed: the background load of a bench's "busy" mode (the same
// for every side measured in the run). Work in short slices so a kill lands at once.
for (;;) {
  const until = Date.now() + 50;
  let x = 0;
  while (Date.now() < until) x = (x * 31 + 7) % 1_000_003;
  if (x < 0) console.log(x); // keeps the loop from being optimised away
  await new Promise((resolve) => setImmediate(resolve));
}

export {};
