// Solver benchmark: see Benchmarks/README.md.
print("solver benchmark: not written yet")
