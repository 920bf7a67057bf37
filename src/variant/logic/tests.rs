//! Tests of the variant logic solver.
