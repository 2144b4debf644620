// Runs every benchmark side by side with the libraries users would otherwise pick, and writes RESULTS.md.
// Benchmarks are added here as the packages land.
console.log('slashkit bench: no benchmarks yet');
