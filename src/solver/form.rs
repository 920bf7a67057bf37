//! Which compiled form of the search runs: the widest the CPU supports, unless the
//! `NONET_SIMD` environment variable (for the whole process) or [`with_form`] (for one
//! thread, as the tests do) asks for another. Forcing a narrower form lets one machine test
//! and measure every form; a form the CPU lacks falls back to the best one it has.

use std::cell::Cell;
use std::fmt;
use std::io::Write;
use std::sync::OnceLock;

/// The environment variable that forces a form for the whole process.
pub const SIMD_VARIABLE: &str = "NONET_SIMD";

/// A compiled form of the exact solver's search, narrowest first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum SimdForm {
    /// Only the target's baseline instructions: any CPU.
    Portable,
    /// Population count and the BMI1/BMI2 bit instructions (x86-64 since about 2013).
    Bmi2,
    /// BMI2 and AVX-512F: vector passes over all nine digits or all 27 masks.
    Avx512,
}

impl SimdForm {
    /// Every form, narrowest first.
    pub const ALL: [SimdForm; 3] = [SimdForm::Portable, SimdForm::Bmi2, SimdForm::Avx512];

    /// The name `NONET_SIMD` takes: `portable`, `bmi2` or `avx512`.
    pub fn name(self) -> &'static str {
        match self {
            SimdForm::Portable => "portable",
            SimdForm::Bmi2 => "bmi2",
            SimdForm::Avx512 => "avx512",
        }
    }

    /// The form of that name (any letter case, surrounding blanks ignored).
    pub fn parse(name: &str) -> Option<SimdForm> {
        SimdForm::ALL
            .into_iter()
            .find(|form| form.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Whether this CPU has every instruction the form uses.
    pub fn is_supported(self) -> bool {
        match self {
            SimdForm::Portable => true,
            #[cfg(target_arch = "x86_64")]
            SimdForm::Bmi2 => {
                std::is_x86_feature_detected!("popcnt")
                    && std::is_x86_feature_detected!("bmi1")
                    && std::is_x86_feature_detected!("bmi2")
            }
            #[cfg(target_arch = "x86_64")]
            SimdForm::Avx512 => {
                SimdForm::Bmi2.is_supported() && std::is_x86_feature_detected!("avx512f")
            }
            #[cfg(not(target_arch = "x86_64"))]
            SimdForm::Bmi2 | SimdForm::Avx512 => false,
        }
    }

    /// The widest form this CPU supports.
    pub fn best() -> SimdForm {
        SimdForm::ALL
            .into_iter()
            .rev()
            .find(|form| form.is_supported())
            .unwrap_or(SimdForm::Portable)
    }

    /// Every form this CPU supports, narrowest first.
    pub fn supported() -> Vec<SimdForm> {
        SimdForm::ALL
            .into_iter()
            .filter(|form| form.is_supported())
            .collect()
    }

    /// This form if the CPU supports it, else the widest narrower one it does.
    pub fn or_supported(self) -> SimdForm {
        SimdForm::ALL
            .into_iter()
            .rev()
            .filter(|form| *form <= self)
            .find(|form| form.is_supported())
            .unwrap_or(SimdForm::Portable)
    }
}

impl fmt::Display for SimdForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a `NONET_SIMD` value asks for: the form to run, and the warning to print when the
/// value could not be followed as given.
pub fn form_for_variable(value: Option<&str>) -> (SimdForm, Option<String>) {
    let best = SimdForm::best();
    let Some(value) = value else {
        return (best, None);
    };
    let Some(asked) = SimdForm::parse(value) else {
        let names: Vec<&str> = SimdForm::ALL.iter().map(|form| form.name()).collect();
        let warning = format!(
            "{SIMD_VARIABLE}={value:?} is not one of {}; using {best}",
            names.join(", ")
        );
        return (best, Some(warning));
    };
    let form = asked.or_supported();
    let warning = (form != asked)
        .then(|| format!("{SIMD_VARIABLE}={asked}: this CPU does not support it; using {form}"));
    (form, warning)
}

/// The process's form: `NONET_SIMD` read once, its warning printed once.
fn process_form() -> SimdForm {
    static FORM: OnceLock<SimdForm> = OnceLock::new();
    *FORM.get_or_init(|| {
        let value = std::env::var(SIMD_VARIABLE).ok();
        let (form, warning) = form_for_variable(value.as_deref());
        if let Some(warning) = warning {
            // A warning that cannot be written (standard error on a full device) is dropped.
            let _ = writeln!(std::io::stderr(), "nonet: {warning}");
        }
        form
    })
}

thread_local! {
    /// The form [`with_form`] set for this thread, if any.
    static THREAD_FORM: Cell<Option<SimdForm>> = const { Cell::new(None) };
}

/// The form searches on this thread run: [`with_form`]'s, else the process's.
pub fn active_form() -> SimdForm {
    THREAD_FORM.with(Cell::get).unwrap_or_else(process_form)
}

/// Runs `work` with this thread's searches in `form` (or the widest narrower form the CPU
/// supports), then restores the thread's previous form, even if `work` panics.
pub fn with_form<T>(form: SimdForm, work: impl FnOnce() -> T) -> T {
    /// Puts the previous form back when dropped.
    struct Restore(Option<SimdForm>);
    impl Drop for Restore {
        fn drop(&mut self) {
            THREAD_FORM.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(THREAD_FORM.with(|cell| cell.replace(Some(form.or_supported()))));
    work()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_refused() {
        for form in SimdForm::ALL {
            assert_eq!(SimdForm::parse(form.name()), Some(form));
            assert_eq!(SimdForm::parse(&form.name().to_uppercase()), Some(form));
        }
        assert_eq!(SimdForm::parse("sse9"), None);
        assert_eq!(SimdForm::parse(""), None);
    }

    #[test]
    fn the_variable_falls_back_with_a_warning() {
        let best = SimdForm::best();
        assert_eq!(form_for_variable(None), (best, None));
        assert_eq!(
            form_for_variable(Some("portable")),
            (SimdForm::Portable, None)
        );
        let (form, warning) = form_for_variable(Some("fast"));
        assert_eq!(form, best);
        assert!(warning.is_some_and(|w| w.contains("\"fast\"") && w.contains("portable")));
        for asked in SimdForm::ALL {
            let (form, warning) = form_for_variable(Some(asked.name()));
            assert!(form.is_supported() && form <= asked);
            assert_eq!(warning.is_some(), !asked.is_supported(), "{asked}");
        }
    }

    #[test]
    fn with_form_sets_and_restores_the_thread_form() {
        let outer = active_form();
        let inner = with_form(SimdForm::Portable, || {
            assert_eq!(
                with_form(SimdForm::Avx512, active_form),
                SimdForm::Avx512.or_supported()
            );
            active_form()
        });
        assert_eq!(inner, SimdForm::Portable);
        assert_eq!(active_form(), outer);
        let caught = std::panic::catch_unwind(|| with_form(SimdForm::Portable, || panic!("boom")));
        assert!(caught.is_err());
        assert_eq!(active_form(), outer);
    }

    #[test]
    fn the_best_form_is_supported_and_everything_below_it_too() {
        let best = SimdForm::best();
        assert!(best.is_supported());
        assert_eq!(SimdForm::supported().last(), Some(&best));
        assert!(SimdForm::Portable.is_supported());
        assert_eq!(SimdForm::Portable.or_supported(), SimdForm::Portable);
    }
}
