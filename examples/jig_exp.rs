use nonet::rules::RulePuzzle;
use nonet::rules::jigsaw::random_jigsaw;
use nonet::rules::solver::random_solution;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::time::Instant;
fn main() {
    for size in [9usize, 11, 13, 14, 16] {
        let mut rng = StdRng::seed_from_u64(3);
        let (mut fit, mut fit200) = (0, 0);
        let t0 = Instant::now();
        for _ in 0..12 {
            let shape = random_jigsaw(size, &mut rng).unwrap();
            let cells = shape.cells();
            let t = RulePuzzle::new(shape, vec![0; cells], Vec::new()).unwrap();
            if let Ok(Some(_)) = random_solution(&t, &mut rng, 20_000) { fit += 1; fit200 += 1; }
            else if let Ok(Some(_)) = random_solution(&t, &mut rng, 200_000) { fit200 += 1; }
        }
        println!("{size}: fit20k {fit}/12 fit200k {fit200}/12 in {:.0} ms", t0.elapsed().as_secs_f64() * 1000.0);
    }
}
